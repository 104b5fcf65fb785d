import Foundation
import ProcessTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

struct ChildProcessTests {
    @Test func runCollectsStdoutStderrAndTheExitCode() throws {
        let result = try ChildProcess.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"], environment: [:])
        #expect(result.termination == .exited(3))
        #expect(result.exitCode == 3)
        #expect(!result.timedOut)
        #expect(result.standardOutput == "out\n")
        #expect(result.standardErrorLines == ["err"])
    }

    @Test func aProgramOutlivingItsTimeoutIsKilledAndSaysSo() throws {
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "exec sleep 30"], environment: [:], timeout: .milliseconds(200))
        #expect(result.timedOut)
        #expect(result.exitCode == nil)
        #expect(result.termination == .signaled(SIGKILL))
    }

    @Test func killAfterEndsTheProgramWhileItRuns() throws {
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "exec sleep 30"], environment: [:], timeout: .seconds(20), killAfter: .milliseconds(100))
        #expect(!result.timedOut)
        #expect(result.termination == .signaled(SIGKILL))
    }

    @Test func theEnvironmentIsExactlyTheOneGiven() throws {
        let result = try ChildProcess.run("/usr/bin/env", [], environment: ["ONLY": "this"])
        #expect(result.standardOutput == "ONLY=this\n")
    }

    @Test func readOutputLineReturnsTheFirstLineWhileTheProgramRuns() throws {
        let child = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "echo ready; exec sleep 30"], environment: [:])
        #expect(child.readOutputLine(timeout: .seconds(10)) == "ready")
        child.signal(SIGTERM)
        #expect(child.waitForExit(timeout: .seconds(10)) == .signaled(SIGTERM))
    }

    @Test func stderrCanGoToAFile() throws {
        let path = FileManager.default.temporaryDirectory.path + "/child-stderr-\(UUID().uuidString)"
        defer { unlink(path) }
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "echo logged >&2"], environment: [:], errorDestination: .file(path))
        #expect(result.standardErrorBytes.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "logged\n")
    }

    @Test func aMissingProgramIsAFailureNotACrash() {
        #expect(throws: ProcessFailure.self) {
            try ChildProcess.run("/nonexistent/program", [], environment: [:])
        }
    }

    @Test func waitStatusesDecodeAsWaitpidEncodesThem() {
        #expect(Termination(waitStatus: 3 << 8) == .exited(3))
        #expect(Termination(waitStatus: 0) == .exited(0))
        #expect(Termination(waitStatus: SIGKILL) == .signaled(SIGKILL))
        #expect(Termination.signaled(SIGTERM).exitCode == nil)
    }

    @Test func timedRunReportsHowTheProgramEnded() throws {
        #expect(try ProcessSpawn.timedRun("/bin/sh", ["-c", "exit 7"], environment: [:]).termination == .exited(7))
    }

    @Test func runProcessRunsOffThePool() async throws {
        let result = try await runProcess("/bin/sh", ["-c", "echo async"], environment: [:])
        #expect(result.standardOutput == "async\n")
    }
}
