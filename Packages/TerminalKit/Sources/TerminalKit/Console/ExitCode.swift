/// The program's exit statuses, following the BSD `sysexits` conventions where one fits.
public enum ExitCode: Int32, Sendable, CaseIterable {
  case success = 0
  /// The requested item does not exist (the server answered 404).
  case notFound = 1
  /// The command line was wrong: unknown command or option, bad or missing argument.
  case usage = 64
  /// The server's response could not be decoded, or the server rejected the data sent (422).
  case dataError = 65
  /// The server could not be reached.
  case unavailable = 69
  /// An internal failure that is neither the network's nor the server's: a bug.
  case software = 70
  /// The output could not be written (a full disk, a closed standard output).
  case ioError = 74
  /// The server did not answer in time (or stopped sending its answer's body), ended the
  /// connection without an answer, or limited the requests.
  case temporaryFailure = 75
  /// The server answered with an unexpected HTTP status or a malformed response.
  case protocolError = 76
  /// The URL says `https`, and the server at it does not speak TLS: the URL should most
  /// likely say `http`.
  case notTLS = 78
  /// The server refused the request's credentials or their permissions: a 401, or a 403 that is
  /// not a rate limit.
  case noPermission = 77
  /// A write got no answer (the connection ended, or the time ran out): it may have been
  /// carried out.
  case unansweredWrite = 79
  /// A change was refused since the record changed after it was read (a 412 to `If-Match`):
  /// read it again before changing it.
  case versionConflict = 80
  /// A list was read short of the end its answers name (a total larger than what was read, a
  /// next page that could not be followed): what was read is printed, and what was not is said.
  case incompleteList = 81
  /// The program was interrupted (Ctrl-C) or its request was cancelled.
  case interrupted = 130

  /// What the status means, for help and documentation.
  public var summary: String {
    switch self {
    case .success: "success"
    case .notFound: "the requested item does not exist"
    case .usage: "usage error: unknown command or option, bad or missing argument"
    case .dataError:
      "invalid data: a response that could not be decoded, or data the server rejected"
    case .unavailable: "the server could not be reached, or --offline found nothing stored"
    case .software: "internal error: a failure that is neither the network's nor the server's"
    case .ioError: "the output could not be written"
    case .temporaryFailure: "the server did not answer in time, or at all"
    case .protocolError:
      "the server answered with an unexpected HTTP status or a malformed response"
    case .notTLS: "the server does not speak TLS: the URL should start with http://"
    case .noPermission: "the server refused the credentials, or their permissions (401, 403)"
    case .unansweredWrite: "a change got no answer: it may have been carried out"
    case .versionConflict: "the record changed since it was read (412): read it again first"
    case .incompleteList:
      "a list was not read to the end its answers name: what was read is printed, and what was "
        + "not is said"
    case .interrupted: "interrupted or cancelled"
    }
  }
}

extension ExitCode {
  /// The status as `TerminalKit` ends the process with it:
  /// `code.terminationStatus.exitProgram()`.
  public var terminationStatus: TerminationStatus { TerminationStatus(rawValue: rawValue) }
}
