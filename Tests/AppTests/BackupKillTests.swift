import Foundation
import XCTest

@testable import DrilldownApp
@testable import Model

/// SIGKILL at every step of a restore: a child process (this test binary, running only
/// `BackupKillChild`) restores a backup over a data folder and kills itself with
/// SIGKILL right after step N (staging each file, the journal, each rename); the parent
/// then opens the folder as the app does on its next start and finds either the old
/// data or the restored data, whole, every file sound, and no leftover files.
final class BackupKillTests: XCTestCase {
    func testAKillAtAnyStepOfARestoreLeavesTheOldOrTheNewData() throws {
        try onMain {
            let fixture = try BackupFixture()
            let backup = fixture.folder.deletingLastPathComponent().appendingPathComponent("new.drilldown-backup")
            try fixture.addRows("new")
            let new = try fixture.fingerprint()
            try fixture.backUp(to: backup)
            try fixture.addRows("old")
            let old = try fixture.fingerprint()
            try fixture.services.stores.replacingFiles { () throws(BackupError) in }

            var outcomes: [String] = []
            for step in 1...40 {
                let folder = fixture.folder.deletingLastPathComponent()
                    .appendingPathComponent("kill-\(step)", isDirectory: true)
                try FileManager.default.copyItem(at: fixture.folder, to: folder)
                let killed = try BackupKillChild.run(folder: folder, backup: backup, step: step)
                let reopened = BackupFixture(reopening: folder)
                let found = try reopened.fingerprint()
                XCTAssertTrue(found == old || found == new, "step \(step): neither the old nor the new data")
                XCTAssertEqual(
                    try reopened.strayFiles().filter { !$0.contains(".replaced-") }, [],
                    "step \(step): leftovers")
                outcomes.append("\(step):\(found == old ? "old" : "new")")
                if !killed {
                    XCTAssertEqual(found, new, "a restore that ran to its end restored")
                    break
                }
            }
            print("restore kill steps: \(outcomes.joined(separator: " "))")
            XCTAssertGreaterThan(outcomes.count, 15, "every step was reached")
            XCTAssertTrue(outcomes.contains { $0.hasSuffix("old") } && outcomes.contains { $0.hasSuffix("new") })
        }
    }
}

/// The child process of `BackupKillTests` (skipped in a normal run).
final class BackupKillChild: XCTestCase {
    nonisolated static let folderKey = "DRILLDOWN_RESTORE_KILL_DATA"
    nonisolated static let backupKey = "DRILLDOWN_RESTORE_KILL_BACKUP"
    nonisolated static let stepKey = "DRILLDOWN_RESTORE_KILL_STEP"

    func testRunAsKillChild() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let folder = environment[Self.folderKey], let backup = environment[Self.backupKey],
            let step = environment[Self.stepKey].flatMap({ Int($0) })
        else {
            throw XCTSkip("runs only as the child process of BackupKillTests")
        }
        try onMain {
            let fixture = BackupFixture(reopening: URL(fileURLWithPath: folder, isDirectory: true))
            let steps = StepCounter(killAt: step)
            let collections = fixture.collections
            let data = fixture.folder
            let staged = try BackupRestore.stage(
                URL(fileURLWithPath: backup), collections: collections, folder: data,
                checkPicture: BackupPictures.check, step: steps.reached)
            _ = try fixture.services.stores.replacingFiles { () throws(BackupError) in
                try BackupRestore.commit(staged, in: data, step: steps.reached)
            }
        }
    }

    /// Runs the child; returns whether it was killed (false: it finished the restore).
    @MainActor static func run(folder: URL, backup: URL, step: Int) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        process.arguments = ["AppTests.BackupKillChild/testRunAsKillChild"]
        var environment = ProcessInfo.processInfo.environment
        environment[folderKey] = folder.path
        environment[backupKey] = backup.path
        environment[stepKey] = String(step)
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            XCTAssertEqual(process.terminationStatus, SIGKILL, "step \(step)")
            return true
        }
        XCTAssertEqual(process.terminationStatus, 0, "step \(step): the child's restore failed")
        return false
    }
}

/// Kills this process with SIGKILL when the `killAt`-th step is reached.
final class StepCounter: @unchecked Sendable {
    // @unchecked: `count` is only touched with `lock` held.
    private let lock = NSLock()
    private var count = 0
    let killAt: Int

    init(killAt: Int) { self.killAt = killAt }

    var reached: BackupRestore.StepObserver {
        { [self] _ in
            let now = lock.withLock {
                count += 1
                return count
            }
            if now == killAt { kill(getpid(), SIGKILL) }
        }
    }
}
