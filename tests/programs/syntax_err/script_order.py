# expect: error
# Python raises NameError here: f is called before its def runs, g reads a module
# variable not assigned yet, and h is called with an int and then a bool.
def g():
    return later + 1


f(1)
x = g()
later = 3


def f(a):
    return a


def h(v):
    return v


y = h(1)
z = h(True)
