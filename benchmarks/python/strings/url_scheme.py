# expect: safe
"""The part of an http(s) URL after '://': only for text that startswith one of
the two prefixes (a tuple), and then the URL ends with it and what comes before
it is exactly the prefix."""

import random

PREFIXES = ('http://', 'https://', 'ftp://', 'http', 'mailto:')


def after_scheme(url):
    if not url.startswith(('http://', 'https://')):
        return None
    return url[url.find('://') + 3:]


url = random.choice(PREFIXES) + nondet_str()
rest = after_scheme(url)
if rest is not None:
    if not url.endswith(rest):
        reach_error()
    if url[:len(url) - len(rest)] not in ('http://', 'https://'):
        reach_error()
