/// Several hooks given to a session as one, each in turn: each prepares the request after the
/// ones before it (its fields in place of theirs), a `401` is sent again when any of them asks
/// (each asked, in turn, until one does), and each is told what every request came to.
///
/// ```swift
/// struct RequestID: SessionHook {
///   func prepare(_ request: inout OutgoingRequest) async throws {
///     request.headers["X-Request-ID"] = "7f3c"
///   }
/// }
/// struct ExchangeLog: SessionHook {
///   func finished(_ exchange: ExchangeSummary) { print(exchange) }
/// }
///
/// let hook = HookChain(RequestID(), ExchangeLog())
/// ```
public struct HookChain: SessionHook {
  public let hooks: [any SessionHook]

  public init(_ hooks: any SessionHook...) {
    self.hooks = hooks
  }

  public init(_ hooks: [any SessionHook]) {
    self.hooks = hooks
  }

  public func prepare(_ request: inout OutgoingRequest) async throws {
    for hook in hooks {
      try await hook.prepare(&request)
    }
  }

  public func retryAfterUnauthorized(_ request: OutgoingRequest, answer: HTTPResponseHead)
    async throws -> Bool
  {
    for hook in hooks {
      if try await hook.retryAfterUnauthorized(request, answer: answer) {
        return true
      }
    }
    return false
  }

  public func finished(_ exchange: ExchangeSummary) {
    for hook in hooks {
      hook.finished(exchange)
    }
  }
}
