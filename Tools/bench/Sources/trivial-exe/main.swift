// trivial-exe: the floor of the app benchmarks. A one-line program that imports Foundation and
// prints one line, linked statically against the Swift runtime and Foundation (Package.swift): what
// any Swift program that uses Foundation costs to start, which no code of this repository can move.
// `cli-bench` holds every one-shot command to a multiple of it; `live-bench` shows it for context.
import Foundation

// The line goes through Foundation, so the floor pays for what Foundation sets up, as a command does.
print("hello from \(ProcessInfo.processInfo.processName)")
