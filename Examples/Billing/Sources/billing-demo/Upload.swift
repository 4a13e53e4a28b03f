import Billing
import BillingServer
import Features
import Foundation
import HTTPClientLive
import Synchronization

/// Uploads the file that `arguments` name (`PATH [PURPOSE]`, `dispute_evidence` by default) to
/// the files host of `server`, through a session whose base URL is that host, printing how far
/// the body has gone at each quarter and the file stored; returns whether it was stored.
func upload(_ arguments: [String], to server: BillingServer, secretKey: String) async -> Bool {
  guard (1...2).contains(arguments.count), let url = URL(string: server.filesURL) else {
    print("usage: billing-demo upload PATH [PURPOSE]")
    return false
  }
  let purpose = arguments.count == 2 ? FilePurpose(rawValue: arguments[1]) : .disputeEvidence
  let quarters = Quarters()
  let upload = BillingResources.uploadFile(at: arguments[0], purpose: purpose) { progress in
    let quarter = Int((progress.fractionCompleted ?? 0) * 4)
    if quarters.reach(quarter), let expected = progress.expected {
      print("Sent \(quarter * 25)% of \(DecimalByteCount.text(Int(expected))).")
    }
  }
  let files = HTTPSession(
    baseURL: url, userAgent: "billing-example/1.0", credentials: .bearer(secretKey))
  do {
    let file = try await files.send(upload)
    print(
      "Stored \(file.id): \(file.fileName ?? "a file") for \(file.purpose.rawValue), "
        + "\(DecimalByteCount.text(file.size)).")
    return true
  } catch {
    print("Could not upload: \(error)")
    return false
  }
}

/// The quarters of a body that its progress has reached so far, told from the transfer's
/// thread.
private final class Quarters: Sendable {
  private let reached = Mutex(0)

  /// Whether `quarter` is past those reached before, and is now reached.
  func reach(_ quarter: Int) -> Bool {
    reached.withLock { reached in
      defer { reached = max(reached, quarter) }
      return quarter > reached
    }
  }
}
