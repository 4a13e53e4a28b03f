import Features
import HTTPClient
import Synchronization

extension Effect {
  /// This effect with its reads as fresh as `freshness` says (as the feature asks when `nil`),
  /// and, with `report`, the action that says where each read was answered from sent before
  /// the action that the read's answer brings.
  public func reading(
    _ freshness: ReadFreshness? = nil, report: (@Sendable (ReadSource) -> Action)? = nil
  ) -> Self {
    aroundOperations { operation, send in
      let sources = PendingSources()
      let observer = report.map { _ in ReadSourceObserver(sources.append) }
      let sendSources: @Sendable () async -> Void = {
        guard let report else { return }
        for source in sources.take() {
          await send(report(source))
        }
      }
      let reporting = Send<Action> { action in
        await sendSources()
        await send(action)
      }
      await ReadFreshness.$current.withValue(freshness ?? ReadFreshness.current) {
        await ReadSourceObserver.$current.withValue(observer) {
          await operation(reporting)
        }
      }
      await sendSources()
    }
  }
}

/// The sources of the reads an operation made, kept until they are sent: the observer that
/// is told them may be called on any thread.
private final class PendingSources: Sendable {
  private let sources = Mutex<[ReadSource]>([])

  func append(_ source: ReadSource) {
    sources.withLock { $0.append(source) }
  }

  /// The sources kept, which are no longer kept.
  func take() -> [ReadSource] {
    sources.withLock { sources in
      defer { sources = [] }
      return sources
    }
  }
}
