// swift-tools-version: 6.0
import PackageDescription

// The command line of a client of any REST API: the options that say which server it talks to,
// with which credentials, how long it waits and what it keeps, read with their environment
// variables and the server's settings into the HTTP core's session; and what a terminal is told
// of them (the cache's warnings, the hint after a refusal, `--verbose`'s lines).
let package = Package(
  name: "ClientCommandLine",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ClientCommandLine", targets: ["ClientCommandLine"])
  ],
  dependencies: [
    .package(path: "../ArgumentParsing"),
    .package(path: "../HTTPClient"),
    .package(path: "../HTTPClientLive"),
    .package(path: "../JSONCoding"),
    .package(path: "../ServerSettingsKit"),
    .package(path: "../TerminalKit"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "ClientCommandLine",
      dependencies: [
        .product(name: "ArgumentParsing", package: "ArgumentParsing"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "ServerSettingsKit", package: "ServerSettingsKit"),
        .product(name: "TerminalKit", package: "TerminalKit"),
      ]
    ),
    .testTarget(
      name: "ClientCommandLineTests",
      dependencies: [
        "ClientCommandLine",
        .product(name: "ArgumentParsing", package: "ArgumentParsing"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "ServerSettingsKit", package: "ServerSettingsKit"),
        .product(name: "TerminalKit", package: "TerminalKit"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
