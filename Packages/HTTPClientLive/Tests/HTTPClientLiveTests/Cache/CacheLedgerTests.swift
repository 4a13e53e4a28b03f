import Foundation
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite struct CacheLedgerTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("CacheLedgerTests-\(UUID().uuidString)", isDirectory: true)

  @Test func keepsATotalThatAMissingOrForeignFileDoesNotHave() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let ledger = CacheLedger(folder: folder)
    checkEqual(ledger.total(), nil)

    ledger.adjust(by: 10)
    checkEqual(ledger.total(), nil, "nothing to adjust")
    ledger.record(8192)
    ledger.adjust(by: -4096)
    checkEqual(ledger.total(), 4096)

    for text in ["app-cache-size-1 -5\n", "app-cache-size-1 12", "12\n", "app-cache-size-1 1 2\n"] {
      try Data(text.utf8).write(to: ledger.file)
      checkEqual(ledger.total(), nil, "\(text)")
    }
    ledger.forget()
    check(!FileManager.default.fileExists(atPath: ledger.file.path))
  }
}
