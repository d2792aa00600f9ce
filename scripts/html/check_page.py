"""Opens a page written by `tracer check --html` in headless Chromium (Selenium)
and checks what is drawn, not only the text:

    check_page.py PAGE.html --nodes N [--unsafe] [--line L]

N is the number of tree nodes tracer reported (`--json` statistics). Checks that
every node is an element of the tree, that the nodes on the counterexample's path
(with --unsafe) are drawn highlighted down to a drawn error leaf, that a folded
subtree opens on a click, and that typing line L into the search box marks the
nodes of that line (opening their ancestors) and says how many there are."""

import argparse
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


def fail(msg):
    print(f"check_page: {msg}", file=sys.stderr)
    sys.exit(1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("page")
    ap.add_argument("--nodes", type=int, required=True)
    ap.add_argument("--unsafe", action="store_true")
    ap.add_argument("--line", type=int)
    ap.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    args = ap.parse_args()

    opts = Options()
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        opts.add_argument(a)
    driver = webdriver.Chrome(service=Service(args.chromedriver), options=opts)
    try:
        driver.get("file://" + args.page)
        nodes = driver.find_elements(By.CSS_SELECTOR, "#tree .node")
        if len(nodes) != args.nodes:
            fail(f"{len(nodes)} nodes drawn, tracer reported {args.nodes}")
        verdict = driver.find_element(By.ID, "verdict").text
        want = "UNSAFE" if args.unsafe else "SAFE"
        if not verdict.startswith(want):
            fail(f"verdict shown: {verdict!r}, expected {want}")

        if args.unsafe:
            path = driver.find_elements(By.CSS_SELECTOR, "#tree .node.cex")
            if len(path) < 2:
                fail(f"the counterexample's path has {len(path)} highlighted nodes")
            last = path[-1]
            if "error" not in last.get_attribute("class").split():
                fail("the highlighted path does not end at an error leaf")
            if not last.is_displayed():
                fail("the error leaf of the path is not drawn (a folded ancestor)")
            # Highlighted means drawn differently: an outline the other nodes lack.
            style = driver.execute_script("return getComputedStyle(arguments[0]).outlineStyle;", last)
            if style in ("", "none"):
                fail("the path's error leaf has no outline")

        # Folding: a closed subtree opens on a click on its summary.
        closed = [d for d in driver.find_elements(By.CSS_SELECTOR, "#tree details.node") if d.get_attribute("open") is None]
        shown = [d for d in closed if d.find_element(By.CSS_SELECTOR, ":scope > summary").size["height"] > 0]
        if closed and not shown:
            fail("no folded subtree is drawn (each sits inside another folded one)")
        if shown:
            d = shown[0]
            kid = d.find_element(By.CSS_SELECTOR, ":scope > .kids > .node")
            if kid.is_displayed():
                fail("a folded subtree's child is drawn")
            summary = d.find_element(By.CSS_SELECTOR, ":scope > summary")
            driver.execute_script("arguments[0].scrollIntoView();", summary)
            summary.click()
            if not kid.is_displayed():
                fail("a click on a folded subtree does not show its children")

        if args.line is not None:
            box = driver.find_element(By.ID, "search")
            box.send_keys(str(args.line))
            box.send_keys(Keys.ENTER)
            hits = driver.find_elements(By.CSS_SELECTOR, "#tree .node.hit")
            expected = driver.find_elements(By.CSS_SELECTOR, f'#tree .node[data-line="{args.line}"]')
            if not expected:
                fail(f"no node at line {args.line} to search for")
            if len(hits) != len(expected):
                fail(f"search for line {args.line} marked {len(hits)} of {len(expected)} nodes")
            if not all(h.is_displayed() for h in hits):
                fail("a node found by the search is still folded away")
            found = driver.find_element(By.ID, "found").text
            if not found.startswith(f"{len(expected)} node"):
                fail(f"the search says {found!r}")
            src = driver.find_element(By.ID, f"line{args.line}")
            if "hit" not in src.get_attribute("class").split():
                fail("the searched line is not marked in the source")
    finally:
        driver.quit()
    print(f"check_page: {args.page}: {args.nodes} nodes drawn, checks passed")


if __name__ == "__main__":
    main()
