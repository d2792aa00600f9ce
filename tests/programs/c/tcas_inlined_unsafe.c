// expect: unsafe
// TRACER's tcas regression programs inline the collision-avoidance routine into
// main: every call becomes a block, every Boolean function result a temporary set
// by an if/else. Dozens of such joins in a row over twelve unconstrained unsigned
// inputs, one property at the end. Written for tracer in that shape (not TRACER's
// files); the computation is tests/programs/c/tcas_like.c's.
// Property: (violated) an upward advisory is never issued while the upward separation is
// the smaller (it is, when climbing is inhibited and the bias of 100 decides).
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);

unsigned Cur_Vertical_Sep, High_Confidence, Two_of_Three_Reports_Valid;
unsigned Own_Tracked_Alt, Own_Tracked_Alt_Rate, Other_Tracked_Alt;
unsigned Alt_Layer_Value, Up_Separation, Down_Separation;
unsigned Other_RAC, Other_Capability, Climb_Inhibit;

int main(void) {
  unsigned enabled, tcas_equipped, intent_not_known, need_upward_RA, need_downward_RA;
  unsigned alt_sep, alim, climb_alim, descend_alim;
  unsigned below1, above1, below2, above2, below3, above3;
  unsigned climb_up, descend_up, climb_result, descend_result, biased1, biased2;
  Cur_Vertical_Sep = __VERIFIER_nondet_uint();
  High_Confidence = __VERIFIER_nondet_uint();
  Two_of_Three_Reports_Valid = __VERIFIER_nondet_uint();
  Own_Tracked_Alt = __VERIFIER_nondet_uint();
  Own_Tracked_Alt_Rate = __VERIFIER_nondet_uint();
  Other_Tracked_Alt = __VERIFIER_nondet_uint();
  Alt_Layer_Value = __VERIFIER_nondet_uint();
  Up_Separation = __VERIFIER_nondet_uint();
  Down_Separation = __VERIFIER_nondet_uint();
  Other_RAC = __VERIFIER_nondet_uint();
  Other_Capability = __VERIFIER_nondet_uint();
  Climb_Inhibit = __VERIFIER_nondet_uint();

  enabled = 0;
  tcas_equipped = 0;
  intent_not_known = 0;
  need_upward_RA = 0;
  need_downward_RA = 0;
  alt_sep = 0;

  // alim = ALIM()
  if (Alt_Layer_Value == 0) alim = 400;
  else if (Alt_Layer_Value == 1) alim = 500;
  else if (Alt_Layer_Value == 2) alim = 640;
  else alim = 740;

  if (High_Confidence != 0 && Own_Tracked_Alt_Rate <= 600 && Cur_Vertical_Sep > 600)
    enabled = 1;
  if (Other_Capability == 1)
    tcas_equipped = 1;
  if (Two_of_Three_Reports_Valid != 0 && Other_RAC == 0)
    intent_not_known = 1;

  if (enabled != 0 && ((tcas_equipped != 0 && intent_not_known != 0) || tcas_equipped == 0)) {
    // Non_Crossing_Biased_Climb()
    if (Alt_Layer_Value == 0) climb_alim = 400;
    else if (Alt_Layer_Value == 1) climb_alim = 500;
    else if (Alt_Layer_Value == 2) climb_alim = 640;
    else climb_alim = 740;
    if (Climb_Inhibit == 1) biased1 = Up_Separation + 100;
    else biased1 = Up_Separation;
    if (biased1 > Down_Separation) climb_up = 1;
    else climb_up = 0;
    climb_result = 0;
    if (climb_up == 1) {
      if (Own_Tracked_Alt < Other_Tracked_Alt) below1 = 1;
      else below1 = 0;
      if (below1 == 0 || (below1 != 0 && !(Down_Separation >= climb_alim)))
        climb_result = 1;
    } else {
      if (Other_Tracked_Alt < Own_Tracked_Alt) above1 = 1;
      else above1 = 0;
      if (above1 != 0 && Cur_Vertical_Sep >= 300 && Up_Separation >= climb_alim)
        climb_result = 1;
    }
    // Own_Below_Threat()
    if (Own_Tracked_Alt < Other_Tracked_Alt) below2 = 1;
    else below2 = 0;
    if (climb_result != 0 && below2 != 0)
      need_upward_RA = 1;

    // Non_Crossing_Biased_Descend()
    if (Alt_Layer_Value == 0) descend_alim = 400;
    else if (Alt_Layer_Value == 1) descend_alim = 500;
    else if (Alt_Layer_Value == 2) descend_alim = 640;
    else descend_alim = 740;
    if (Climb_Inhibit == 1) biased2 = Up_Separation + 100;
    else biased2 = Up_Separation;
    if (biased2 > Down_Separation) descend_up = 1;
    else descend_up = 0;
    descend_result = 0;
    if (descend_up == 1) {
      if (Own_Tracked_Alt < Other_Tracked_Alt) below3 = 1;
      else below3 = 0;
      if (below3 != 0 && Cur_Vertical_Sep >= 300 && Down_Separation >= descend_alim)
        descend_result = 1;
    } else {
      if (Other_Tracked_Alt < Own_Tracked_Alt) above2 = 1;
      else above2 = 0;
      if (above2 == 0 || (above2 != 0 && Up_Separation >= descend_alim))
        descend_result = 1;
    }
    // Own_Above_Threat()
    if (Other_Tracked_Alt < Own_Tracked_Alt) above3 = 1;
    else above3 = 0;
    if (descend_result != 0 && above3 != 0)
      need_downward_RA = 1;

    if (need_upward_RA != 0 && need_downward_RA != 0) {
      alt_sep = 0;
    } else if (need_upward_RA != 0) {
      if (Up_Separation < Down_Separation) reach_error();
      alt_sep = 1;
    } else if (need_downward_RA != 0) {
      alt_sep = 2;
    } else {
      alt_sep = 0;
    }
  }
  return alt_sep;
}
