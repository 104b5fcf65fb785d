import BenchSupport
import Foundation
import Glibc

/// The dev `api-server`, started by the benchmark on a free loopback port and stopped at the end.
struct DevServerProcess {
    let pid: pid_t
    /// `http://127.0.0.1:PORT`, as the server printed it.
    let baseURL: String

    /// Starts `binary --host 127.0.0.1 --port 0` and reads its `listening on URL` line (30 s at most).
    static func start(binary: String) throws -> DevServerProcess {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw Launcher.Failure(description: "pipe failed") }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, fds[1])
        let pid = try Launcher.spawn(
            binary, ["--host", "127.0.0.1", "--port", "0"], environment: ["PATH": "/usr/bin:/bin"], actions: &actions)
        close(fds[1])
        defer { close(fds[0]) }

        let deadline = ContinuousClock.now + .seconds(30)
        var collected: [UInt8] = []
        while !collected.contains(UInt8(ascii: "\n")) {
            let remaining = ContinuousClock.now.duration(to: deadline)
            var watched = [pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)]
            guard remaining > .zero, poll(&watched, 1, Int32(remaining.components.seconds * 1000 + 1)) > 0 else {
                kill(pid, SIGKILL)
                _ = waitpid(pid, nil, 0)
                throw Launcher.Failure(description: "api-server printed no `listening on` line within 30 s")
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            guard count > 0 else {
                _ = waitpid(pid, nil, 0)
                throw Launcher.Failure(description: "api-server exited before listening")
            }
            collected += chunk[0..<count]
        }
        let line = String(decoding: collected.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let prefix = "listening on "
        guard line.hasPrefix(prefix), line.contains("://127.0.0.1:") else {
            kill(pid, SIGKILL)
            _ = waitpid(pid, nil, 0)
            throw Launcher.Failure(description: "unexpected first line from api-server: \(line.debugDescription)")
        }
        return DevServerProcess(pid: pid, baseURL: String(line.dropFirst(prefix.count)))
    }

    /// SIGTERM, then SIGKILL if it has not exited within 5 s.
    func stop() {
        kill(pid, SIGTERM)
        let deadline = ContinuousClock.now + .seconds(5)
        var status: Int32 = 0
        while ContinuousClock.now < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return }
            usleep(10_000)  // a bench, not a test: a short bounded poll for the exit
        }
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
    }
}
