import ArgumentParsing
import Dependencies
import Features
import Foundation
import Models
import NetworkClient
import NetworkClientLive
import SampleAPI
import TerminalUI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs one invocation of `app`: parses the command line, wires the packages together, and
/// prints the result.
///
/// While a command loads, the first interrupt (Ctrl-C) cancels the request and the program
/// exits with ``ExitCode/interrupted`` and nothing on standard output; a second one ends it at
/// once. Long output on a terminal goes through the ``Pager``.
public struct Application: Sendable {
  private let console: Console
  private let environment: [String: String]
  private let interrupts: Interrupts

  /// Creates the program for a console, an environment and a source of interrupts.
  public init(console: Console, environment: [String: String], interrupts: Interrupts = .none) {
    self.console = console
    self.environment = environment
    self.interrupts = interrupts
  }

  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  ///
  /// When standard output could not be written, the status is ``ExitCode/ioError`` and standard
  /// error says why, except for a closed pipe (`| head`), which ends the program silently.
  public func run(arguments: [String]) async -> ExitCode {
    let status = await runCommand(arguments: arguments)
    guard status == .success, let errorNumber = console.outputFailure() else { return status }
    if errorNumber != EPIPE {
      console.reportError("cannot write output: \(String(cString: strerror(errorNumber)))")
    }
    return .ioError
  }

  private func runCommand(arguments: [String]) async -> ExitCode {
    let invocation: Invocation
    do {
      invocation = try Invocation(arguments: arguments, environment: environment)
    } catch {
      let console = self.console.coloring(ColorChoice(lastGivenIn: arguments) ?? .auto)
      console.reportError(error.message)
      console.writeError(AppCommandLine.spec.usage(for: error.command) + "\n")
      return .usage
    }

    switch invocation {
    case .help(let command):
      console.writeOutput(command.flatMap(HelpText.command) ?? HelpText.program())
      return .success
    case .version:
      console.writeOutput("\(AppVersion.programName) \(AppVersion.current)\n")
      return .success
    case .completion(let shell):
      console.writeOutput(CompletionScript(for: AppCommandLine.spec, shell: shell).text)
      return .success
    case .run(let command, let settings):
      let outcome = await load(command, settings: settings)
      switch outcome {
      case .text(let text):
        show(text, settings: settings)
        return .success
      case .failure(let status):
        return status
      }
    case .write(let command, let settings):
      let outcome = await write(command, settings: settings)
      switch outcome {
      case .text(let text):
        console.writeOutput(text)
        return .success
      case .failure(let status):
        if status == .usage {
          console.coloring(settings.color).writeError(
            AppCommandLine.spec.usage(for: command.name) + "\n")
        }
        return status
      }
    }
  }

  /// Runs a command that changes data; its questions and requests happen in turn, each
  /// request cancelled by Ctrl-C.
  private func write(
    _ command: Invocation.WriteCommand,
    settings: Invocation.Settings
  ) async -> Screen.Outcome {
    let console = self.console.coloring(settings.color)
    return await withAPI(settings, deadline: .perRequest) {
      let screen = WriteScreen(
        console: console,
        format: settings.format,
        source: settings.source,
        rendersForTerminal: console.outputIsTerminal || settings.color == .always,
        interrupts: interrupts
      )
      return await screen.run(command)
    }
  }

  /// Prints `text` on standard output, through the pager when it is long and on a terminal.
  private func show(_ text: String, settings: Invocation.Settings) {
    if let pager = Pager(
      environment: environment,
      outputIsTerminal: console.outputIsTerminal,
      isEnabled: settings.usesPager
    ),
      Pager.isLong(text, rows: console.height),
      console.runPager(pager, text)
    {
      return
    }
    console.writeOutput(text)
  }

  private func load(
    _ command: Invocation.Command,
    settings: Invocation.Settings
  ) async -> Screen.Outcome {
    let console = self.console.coloring(settings.color)
    return await withAPI(settings, deadline: .perCommand) {
      // `--color always` asks for the terminal's styled view even into a pipe, such as
      // `app posts --color always | less -R`; otherwise a pipe gets plain, tab-separated text.
      let screen = Screen(
        console: console,
        format: settings.format,
        source: settings.source,
        rendersForTerminal: console.outputIsTerminal || settings.color == .always
      )
      let outcome = await interrupts.run(onSecondInterrupt: { console.eraseSpinnerLine() }) {
        await screen.load(command)
      }
      return outcome ?? .failure(.interrupted)
    }
  }

  /// What `--timeout` bounds: a read command's network work as a whole, or each request of a
  /// write command, whose questions to the user must not count against it.
  private enum DeadlineScope {
    case perCommand
    case perRequest
  }

  /// Runs `operation` with the network client of the settings' source (the live one, or one
  /// talking to a new instance of the sample API), bounded by `--timeout`, `--retries` and
  /// `--max-size`.
  ///
  /// The deadline and the backoff run on the real clock even where `clock` is a test clock
  /// that only the sample API's latency uses: a race against an immediate clock would be lost
  /// at once.
  private func withAPI<Result: Sendable>(
    _ settings: Invocation.Settings,
    deadline scope: DeadlineScope,
    operation: () async -> Result
  ) async -> Result {
    @Dependency(\.clock) var clock
    @Dependency(\.jsonDecoder) var decoder
    let session: URLSession
    let baseURL: URL
    switch settings.source {
    case .remote(let url):
      @Dependency(\.urlSession) var liveSession
      session = liveSession
      baseURL = url
    case .sample(let latency):
      let sampleAPI = SampleAPI(latency: latency, sleep: { try await clock.sleep(for: $0) })
      session = sampleAPI.makeURLSession()
      baseURL = sampleAPI.baseURL
    }
    let makeClient: @Sendable () -> NetworkClient = {
      .live(
        session: session,
        decoder: decoder,
        baseURL: baseURL,
        userAgent: AppVersion.userAgent,
        policy: TransferPolicy(
          deadline: Deadline(after: settings.timeout, clock: ContinuousClock()),
          retries: settings.retries,
          maximumResponseSize: settings.maximumResponseSize,
          clock: ContinuousClock()
        )
      )
    }
    let client: NetworkClient
    switch scope {
    case .perCommand: client = makeClient()
    case .perRequest: client = .perCall(makeClient)
    }

    return await withDependencies {
      $0.urlSession = session
      $0.baseURL = baseURL
      $0.userAgent = AppVersion.userAgent
      $0.networkClient = client
    } operation: {
      await operation()
    }
  }

}
