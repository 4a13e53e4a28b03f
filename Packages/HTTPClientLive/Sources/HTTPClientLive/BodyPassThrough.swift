import Foundation
import HTTPClient

/// Passes the bodies of a task's answers on as they come, to a file or standard output, rather
/// than keeping them: a body of any size costs ``holding`` bytes of memory and the buffers of
/// its way.
///
/// Inside ``run(_:)``, an answer of success (`2xx`) whose body outgrows ``holding`` bytes is
/// written to the output, the bytes held first, then each part as it arrives; such a body is
/// bounded by where it goes, not by the policy's size limit, and its request's timeout counts
/// from the last bytes received, as an upload's does from the last bytes sent. A body within
/// ``holding`` is the answer as usual: the operation reads it, and the output gets nothing. A
/// body passed on is not stored by the cache, and its request is not tried again once a byte
/// of it went out: a failure then is ``Broken``, saying how much was written.
///
/// ```swift
/// guard let api = URL(string: "https://catalogue.example") else { return }
/// let session = HTTPSession(baseURL: api, userAgent: "Example/1.0")
/// let output = FileHandle.standardOutput
/// let passThrough = BodyPassThrough(holding: 1 << 20) { try output.write(contentsOf: $0) }
/// switch try await passThrough.run({ try await session.send(Endpoint<Data>.download(["export"], resource: "export")) }) {
/// case .kept(let body): try output.write(contentsOf: body)
/// case .passedOn(let answer): print("\(answer.byteCount) bytes passed on")
/// }
/// ```
public struct BodyPassThrough: Sendable {
  /// What ``run(_:)`` came to: the operation's value, or the answer whose body was passed on.
  public enum Outcome<Value: Sendable>: Sendable {
    /// Every body was held; the operation returned.
    case kept(Value)
    /// This answer's body went to the output, and the operation ended there.
    case passedOn(PassedOnAnswer)
  }

  /// An answer whose body went to the output whole.
  public struct PassedOnAnswer: Sendable, Hashable {
    public var head: HTTPResponseHead
    /// The bytes written.
    public var byteCount: Int64
  }

  /// A body that broke off, or could not be written, after part of it went to the output.
  public struct Broken: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why it broke off.
    public enum Cause: Sendable, Hashable {
      /// The answer stopped coming, or came broken (a timeout, a connection closed mid-body).
      case network(NetworkError)
      /// The output refused a write (a full disk, a closed pipe), in its words.
      case output(String)
    }

    /// The bytes received before it broke off, all but the last part written.
    public var written: Int64
    /// The bytes the answer said it had, when it did.
    public var expected: Int64?
    public var cause: Cause

    public var description: String {
      let size = { (count: Int64) in DecimalByteCount.text(count) }
      let of = expected.map { " of \(size($0))" } ?? ""
      switch cause {
      case .network(let error):
        return "the answer broke off after \(size(written))\(of): \(error.description)"
      case .output(let reason):
        return "could not write the answer after \(size(written))\(of): \(reason)"
      }
    }
  }

  /// The most bytes of a body held before it goes to the output; 0 passes every body of
  /// success on from its first byte.
  public var holding: Int
  private let open: @Sendable (HTTPResponseHead) throws -> Void
  private let write: @Sendable (Data) throws -> Void
  private let progress: @Sendable (TransferProgress) -> Void

  /// Bodies past `holding` bytes written with `write`, in order, once `open` has been told the
  /// head of their answer (and has not thrown); `progress` is told of each part received.
  public init(
    holding: Int, open: @escaping @Sendable (HTTPResponseHead) throws -> Void = { _ in },
    progress: @escaping @Sendable (TransferProgress) -> Void = { _ in },
    write: @escaping @Sendable (Data) throws -> Void
  ) {
    self.holding = max(0, holding)
    self.open = open
    self.write = write
    self.progress = progress
  }

  /// Runs `operation`, whose reads pass their bodies on as the pass-through says.
  ///
  /// - Throws: what `operation` throws; ``Broken`` for a body that broke off once part of it
  ///   was written.
  public func run<Value: Sendable>(
    _ operation: () async throws -> Value
  ) async throws -> Outcome<Value> {
    let output = BodyOutput(holding: holding, open: open, write: write, received: progress)
    do {
      return .kept(try await BodyOutput.$current.withValue(output) { try await operation() })
    } catch let wentOut as BodyWentOut {
      return .passedOn(PassedOnAnswer(head: wentOut.head, byteCount: wentOut.byteCount))
    }
  }
}
