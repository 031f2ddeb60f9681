// Where commerce-v1's calibration corpora live, repository-relative: one JSON file per
// scenario and one for the guard, beside the scenario sources they calibrate.
export const CALIBRATION_DIRECTORY = 'benchmarks/commerce-v1/calibration';
