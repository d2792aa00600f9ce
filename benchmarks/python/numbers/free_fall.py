# expect: safe
"""A stone falls from rest for one second, simulated in ten steps of dt = 0.1 s with
the constant-acceleration update (y += v*dt + g*dt*dt/2, then v += g*dt): the
steps are counted with an int, so there are exactly ten, and the distance is
g/2 = 4.905 m to within 1e-9, the speed g to within 1e-9."""
G = 9.81
DT = 0.1
STEPS = 10

y = 0.0
v = 0.0
for step in range(STEPS):
    y += v * DT + 0.5 * G * DT * DT
    v += G * DT
t = STEPS * DT
if not (t == 1.0):
    reach_error()
if not (abs(y - 0.5 * G) < 1e-9):
    reach_error()
if not (abs(v - G) < 1e-9):
    reach_error()
