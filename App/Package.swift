// swift-tools-version: 6.0
import PackageDescription

/// What the two test targets of AppCommands depend on.
let appCommandsTestDependencies: [Target.Dependency] = [
  "AppCommands", "AppCommandsTestSupport",
  .product(name: "ArgumentParsing", package: "ArgumentParsing"),
  .product(name: "Models", package: "Models"),
  .product(name: "Dependencies", package: "Dependencies"),
  .product(name: "NetworkClient", package: "NetworkClient"),
  .product(name: "NetworkClientLive", package: "NetworkClientLive"),
  .product(name: "Features", package: "Features"),
  .product(name: "JSONPlaceholderFeatures", package: "JSONPlaceholderFeatures"),
  .product(name: "TerminalKit", package: "TerminalKit"),
  .product(name: "TerminalViews", package: "TerminalViews"),
  .product(name: "JSONServer", package: "JSONServer"),
  .product(name: "ServerSettingsKit", package: "ServerSettingsKit"),
  .product(name: "ClientCommandLine", package: "ClientCommandLine"),
  .product(name: "HTTPClient", package: "HTTPClient"),
  .product(name: "HTTPClientLive", package: "HTTPClientLive"),
  .product(name: "TestSupport", package: "TestSupport"),
]

let package = Package(
  name: "App",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "app", targets: ["app"])
  ],
  dependencies: [
    .package(path: "../Packages/ArgumentParsing"),
    .package(path: "../Packages/HTTPBasics"),
    .package(path: "../Packages/Models"),
    .package(path: "../Packages/Dependencies"),
    .package(path: "../Packages/NetworkClient"),
    .package(path: "../Packages/NetworkClientLive"),
    .package(path: "../Packages/Features"),
    .package(path: "../Packages/JSONPlaceholderFeatures"),
    .package(path: "../Packages/ScreenKit"),
    .package(path: "../Packages/TerminalKit"),
    .package(path: "../Packages/TerminalViews"),
    .package(path: "../Packages/Browse"),
    .package(path: "../Packages/JSONServer"),
    .package(path: "../Packages/HTTPServer"),
    .package(path: "../Packages/HTTPClient"),
    .package(path: "../Packages/JSONCoding"),
    .package(path: "../Packages/RecordConventions"),
    .package(path: "../Packages/ServerSettingsKit"),
    .package(path: "../Packages/ClientCommandLine"),
    .package(path: "../Packages/HTTPClientLive"),
    .package(path: "../Packages/TestSupport"),
  ],
  targets: [
    .executableTarget(
      name: "app",
      dependencies: [
        "AppCommands",
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "NetworkClientLive", package: "NetworkClientLive"),
        .product(name: "TerminalKit", package: "TerminalKit"),
        .product(name: "TerminalViews", package: "TerminalViews"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .target(
      name: "AppCommands",
      dependencies: [
        .product(name: "ArgumentParsing", package: "ArgumentParsing"),
        .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "NetworkClientLive", package: "NetworkClientLive"),
        .product(name: "Features", package: "Features"),
        .product(name: "JSONPlaceholderFeatures", package: "JSONPlaceholderFeatures"),
        .product(name: "ScreenKit", package: "ScreenKit"),
        .product(name: "TerminalKit", package: "TerminalKit"),
        .product(name: "TerminalViews", package: "TerminalViews"),
        .product(name: "Browse", package: "Browse"),
        .product(name: "JSONServer", package: "JSONServer"),
        .product(name: "HTTPServer", package: "HTTPServer"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "RecordConventions", package: "RecordConventions"),
        .product(name: "ServerSettingsKit", package: "ServerSettingsKit"),
        .product(name: "ClientCommandLine", package: "ClientCommandLine"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    // What the tests of the commands and of the rest of AppCommands share: running the program
    // against the sample API or a loopback server. The tests are two targets so that, built last,
    // they take a core each.
    .target(
      name: "AppCommandsTestSupport",
      dependencies: [
        "AppCommands",
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "NetworkClientLive", package: "NetworkClientLive"),
        .product(name: "TerminalKit", package: "TerminalKit"),
        .product(name: "TerminalViews", package: "TerminalViews"),
        .product(name: "TestSupport", package: "TestSupport"),
      ],
      path: "Tests/AppCommandsTestSupport",
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .testTarget(
      name: "AppCommandsTests",
      dependencies: appCommandsTestDependencies,
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    // The tests of `Sources/AppCommands/Commands`.
    .testTarget(
      name: "AppCommandsCommandsTests",
      dependencies: appCommandsTestDependencies,
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    // How the cost of each path a command takes grows from a size n to 16 n; `make test-growth`
    // runs them alone (see docs/testing-and-benchmarks.md).
    .testTarget(
      name: "GrowthTests",
      dependencies: [
        "AppCommands",
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "NetworkClientTestSupport", package: "NetworkClient"),
        .product(name: "NetworkClientLive", package: "NetworkClientLive"),
        .product(name: "Features", package: "Features"),
        .product(name: "JSONPlaceholderFeatures", package: "JSONPlaceholderFeatures"),
        .product(name: "ScreenKit", package: "ScreenKit"),
        .product(name: "TerminalKit", package: "TerminalKit"),
        .product(name: "TerminalViews", package: "TerminalViews"),
        .product(name: "Browse", package: "Browse"),
        .product(name: "JSONServer", package: "JSONServer"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
        .product(name: "HTTPServer", package: "HTTPServer"),
        .product(name: "TestSupport", package: "TestSupport"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
