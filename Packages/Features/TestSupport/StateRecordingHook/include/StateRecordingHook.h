// StateRecordingHook has no interface: linking it in is what starts the recording (see the .c file).
#ifndef STATE_RECORDING_HOOK_H
#define STATE_RECORDING_HOOK_H
#endif
