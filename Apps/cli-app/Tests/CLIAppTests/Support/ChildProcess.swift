import Foundation
import Glibc

/// The built `cli-app` run as a script runs it: arguments in, stdout and stderr captured through
/// pipes, no terminal. Every wait has a deadline (poll(2) on the pipes, never sleeping): a program
/// still running at the deadline is killed and the run says so.
struct ChildProcess {
    /// How the run ended.
    let status: PseudoTerminal.Termination?
    let output: String
    let error: String

    /// Whether the program had to be killed at the deadline.
    var timedOut: Bool { status == nil }

    /// The exit code, or `nil` when the program did not exit by itself.
    var code: Int32? {
        if case .exited(let code)? = status { return code }
        return nil
    }

    var errorLines: [String] {
        error.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Runs the built `cli-app` with `arguments` (no colours, HOME in the temporary folder).
    static func cliApp(_ arguments: [String], deadline: Duration = .seconds(20)) throws -> ChildProcess {
        try run(
            try BuiltProduct.cliApp(), arguments,
            environment: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"],
            deadline: deadline)
    }

    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], deadline: Duration
    ) throws -> ChildProcess {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else {
            throw PseudoTerminal.Failure(description: "pipe failed (errno \(errno))")
        }
        for descriptor in outputPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(outputPipe[1])
        close(errorPipe[1])
        defer {
            close(outputPipe[0])
            close(errorPipe[0])
        }
        guard spawned == 0 else {
            throw PseudoTerminal.Failure(description: "posix_spawn \(executable) failed (error \(spawned))")
        }

        let end = ContinuousClock.now + deadline
        var collected: [[UInt8]] = [[], []]
        var open = [true, true]
        var finishedInTime = true
        while open.contains(true) {
            let remaining = ContinuousClock.now.duration(to: end)
            guard remaining > .zero else {
                finishedInTime = false
                break
            }
            let milliseconds = Int32(clamping: remaining.components.seconds * 1000 + 1)
            var watched = [
                pollfd(fd: open[0] ? outputPipe[0] : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: open[1] ? errorPipe[0] : -1, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&watched, 2, milliseconds) > 0 else { continue }
            for index in 0..<2 where open[index] && watched[index].revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let count = buffer.withUnsafeMutableBytes { Glibc.read(watched[index].fd, $0.baseAddress, $0.count) }
                if count > 0 { collected[index] += buffer[0..<count] } else { open[index] = false }
            }
        }
        if !finishedInTime { kill(pid, SIGKILL) }
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        let signalNumber = status & 0x7F
        let termination: PseudoTerminal.Termination =
            signalNumber == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signalNumber)
        return ChildProcess(
            status: finishedInTime ? termination : nil, output: String(decoding: collected[0], as: UTF8.self),
            error: String(decoding: collected[1], as: UTF8.self))
    }
}
