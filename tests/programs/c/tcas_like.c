// expect: safe
// Shaped like TRACER's tcas regression programs (the Siemens suite's collision
// avoidance routine): a few dozen sequential conditionals over a dozen unconstrained
// inputs and one property. Written for tracer; not the original code.
// Property: an upward advisory is never issued while own aircraft is above the threat.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

// Constants inlined (no preprocessor): OLEV 600, MAXALTDIFF 600, MINSEP 300,
// NOZCROSS 100, NO_INTENT 0, TCAS_TA 1; advisories UNRESOLVED 0, UPWARD_RA 1,
// DOWNWARD_RA 2.

int Cur_Vertical_Sep;
int High_Confidence;
int Two_of_Three_Reports_Valid;
int Own_Tracked_Alt;
int Own_Tracked_Alt_Rate;
int Other_Tracked_Alt;
int Alt_Layer_Value;
int Up_Separation;
int Down_Separation;
int Other_RAC;
int Other_Capability;
int Climb_Inhibit;

int ALIM(void) {
  if (Alt_Layer_Value == 0) return 400;
  if (Alt_Layer_Value == 1) return 500;
  if (Alt_Layer_Value == 2) return 640;
  return 740;
}

int Inhibit_Biased_Climb(void) {
  if (Climb_Inhibit) return Up_Separation + 100;
  return Up_Separation;
}

int Own_Below_Threat(void) { return Own_Tracked_Alt < Other_Tracked_Alt; }

int Own_Above_Threat(void) { return Other_Tracked_Alt < Own_Tracked_Alt; }

int Non_Crossing_Biased_Climb(void) {
  int result;
  if (Inhibit_Biased_Climb() > Down_Separation) {
    result = !Own_Below_Threat() || (Own_Below_Threat() && !(Down_Separation >= ALIM()));
  } else {
    result = Own_Above_Threat() && Cur_Vertical_Sep >= 300 && Up_Separation >= ALIM();
  }
  return result;
}

int Non_Crossing_Biased_Descend(void) {
  int result;
  if (Inhibit_Biased_Climb() > Down_Separation) {
    result = Own_Below_Threat() && Cur_Vertical_Sep >= 300 && Down_Separation >= ALIM();
  } else {
    result = !Own_Above_Threat() || (Own_Above_Threat() && Up_Separation >= ALIM());
  }
  return result;
}

int alt_sep_test(void) {
  int enabled, tcas_equipped, intent_not_known, need_upward_RA, need_downward_RA, alt_sep;
  enabled = High_Confidence && Own_Tracked_Alt_Rate <= 600 && Cur_Vertical_Sep > 600;
  tcas_equipped = Other_Capability == 1;
  intent_not_known = Two_of_Three_Reports_Valid && Other_RAC == 0;
  alt_sep = 0;
  if (enabled && ((tcas_equipped && intent_not_known) || !tcas_equipped)) {
    need_upward_RA = Non_Crossing_Biased_Climb() && Own_Below_Threat();
    need_downward_RA = Non_Crossing_Biased_Descend() && Own_Above_Threat();
    if (need_upward_RA && need_downward_RA) {
      alt_sep = 0;
    } else if (need_upward_RA) {
      alt_sep = 1;
    } else if (need_downward_RA) {
      alt_sep = 2;
    } else {
      alt_sep = 0;
    }
  }
  return alt_sep;
}

int main(void) {
  int res;
  Cur_Vertical_Sep = __VERIFIER_nondet_int();
  High_Confidence = __VERIFIER_nondet_int();
  Two_of_Three_Reports_Valid = __VERIFIER_nondet_int();
  Own_Tracked_Alt = __VERIFIER_nondet_int();
  Own_Tracked_Alt_Rate = __VERIFIER_nondet_int();
  Other_Tracked_Alt = __VERIFIER_nondet_int();
  Alt_Layer_Value = __VERIFIER_nondet_int();
  Up_Separation = __VERIFIER_nondet_int();
  Down_Separation = __VERIFIER_nondet_int();
  Other_RAC = __VERIFIER_nondet_int();
  Other_Capability = __VERIFIER_nondet_int();
  Climb_Inhibit = __VERIFIER_nondet_int();
  res = alt_sep_test();
  if (res == 1 && Own_Tracked_Alt > Other_Tracked_Alt) reach_error();
  return 0;
}
