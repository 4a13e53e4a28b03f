extension NetworkError {
  /// The request the failure names, such as `GET http://…/books`, when it names one.
  public var request: ShownRequest? {
    switch self {
    case .unansweredWrite(let request, _), .cutShortWrite(let request, _, _),
      .credentialsNotRenewed(let request, _), .redirected(let request, _, _),
      .notStored(let request, _), .invalidRequest(let request, _):
      request
    case .unexpectedStatus(_, _, let request, _), .unauthorized(let request, _, _),
      .versionConflict(_, let request), .versionRequired(_, let request),
      .rateLimited(let request, _, _, _):
      request
    case .unreachable, .timedOut, .bodyStalled, .unanswered, .notTLS, .cancelled, .notFound,
      .malformedResponse, .redirectLoop, .tooLarge, .undecodable, .unconfirmedCreate,
      .createdWithoutLocation, .rejected:
      nil
    }
  }
}
