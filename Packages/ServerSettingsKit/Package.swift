// swift-tools-version: 6.0
import PackageDescription

// What a program keeps of each server it talks to: the settings file (`servers.json`), the
// credentials of `.netrc` and of the environment, what is secret and how it is redacted, and the
// conventions of a server's records and pages. No terminal: what asks a person, or prints, stays
// with the program.
let package = Package(
  name: "ServerSettingsKit",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "ServerSettingsKit", targets: ["ServerSettingsKit"])
  ],
  dependencies: [
    .package(path: "../ArgumentParsing"),
    .package(path: "../HTTPBasics"),
    .package(path: "../JSONCoding"),
    .package(path: "../HTTPClient"),
    .package(path: "../HTTPClientLive"),
    .package(path: "../RecordConventions"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "ServerSettingsKit",
      dependencies: [
        .product(name: "ArgumentParsing", package: "ArgumentParsing"),
        .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
        .product(name: "RecordConventions", package: "RecordConventions"),
      ]
    ),
    .testTarget(
      name: "ServerSettingsKitTests",
      dependencies: [
        "ServerSettingsKit",
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
