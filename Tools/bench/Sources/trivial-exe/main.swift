// trivial-exe: a Swift executable that does nothing and exits 0. `cli-bench` and `live-bench`
// time its start as the floor: what any Swift program costs to launch on this machine.
