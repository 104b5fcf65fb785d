// Starts VSMKitTesting's StateCaseRecorder as a Features test process loads, before any test runs:
// every feature's test target depends on this target (Package.swift, featureTestDependencies), so
// each test process records the transitions all its tests drive, whichever suite drives them, with
// no trait to remember in any suite. It records only when VSM_STATES_OUT names a folder
// (`make states`, `make test-Features`); otherwise the call returns at once.
//
// A C constructor because Swift has no code that runs at load; the function it calls is Swift
// (`@_cdecl` in VSMKitTesting), linked into the same test binary.
#include "StateRecordingHook.h"

extern void vsmkittesting_start_state_recording(void);

__attribute__((constructor)) static void start_state_recording_at_load(void) {
    vsmkittesting_start_state_recording();
}
