# expect: safe
# list[str].pop and .remove: the later items' ends move back, IndexError and ValueError as CPython raises them.
def main() -> None:
    basket = ['Apple', 'Bun', 'Cola']
    basket.append('Damson')
    assert basket.pop() == 'Damson'
    assert basket.pop(0) == 'Apple'
    assert basket == ['Bun', 'Cola']
    basket.remove('Bun')
    assert basket == ['Cola']
    l = ["hello", "world", "hello", ""]
    l.remove("hello")
    assert l == ["world", "hello", ""]
    assert l.pop(-2) == "hello"
    assert l == ["world", ""]
    assert l.pop(1) == ""
    assert l[0] == "world"
    assert len(l) == 1
    try:
        l.remove("x")
        assert False
    except ValueError:
        pass
    l.pop()
    try:
        l.pop()
        assert False
    except IndexError:
        pass
main()
