import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The delegate of a session made by ``SampleAPI/makeURLSession()``, there only to keep the
/// instance alive for as long as the session is: a session retains its delegate, and the registry
/// does not retain instances.
final class SampleSessionDelegate: NSObject, URLSessionDelegate, Sendable {
  let api: SampleAPI

  init(api: SampleAPI) {
    self.api = api
  }
}
