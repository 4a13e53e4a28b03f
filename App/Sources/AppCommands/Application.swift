import ArgumentParsing
import Dependencies
import Features
import Foundation
import Models
import NetworkClient
import SampleAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs one invocation of `app`: parses the command line, wires the packages together, and
/// prints the result.
public struct Application: Sendable {
  private let console: Console
  private let environment: [String: String]

  /// Creates the program for a console and an environment.
  public init(console: Console, environment: [String: String]) {
    self.console = console
    self.environment = environment
  }

  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  public func run(arguments: [String]) async -> ExitCode {
    let invocation: Invocation
    do {
      invocation = try Invocation(arguments: arguments, environment: environment)
    } catch {
      console.writeError("\(AppVersion.programName): \(error.message)\n")
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
    case .run(let command, let settings):
      return await run(command, settings: settings)
    }
  }

  private func run(_ command: Invocation.Command, settings: Invocation.Settings) async -> ExitCode {
    @Dependency(\.clock) var clock
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

    return await withDependencies {
      $0.urlSession = session
      $0.baseURL = baseURL
      $0.userAgent = AppVersion.userAgent
      $0.networkClient = .live(
        session: session,
        decoder: $0.jsonDecoder,
        baseURL: baseURL,
        userAgent: AppVersion.userAgent
      )
    } operation: {
      let screen = Screen(console: console, format: settings.format, source: settings.source)
      switch command {
      case .posts:
        return await screen.showPosts()
      case .post(let id):
        return await screen.showPost(id)
      }
    }
  }
}
