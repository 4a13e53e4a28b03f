// swift-tools-version: 6.0
import PackageDescription

// Built on TerminalKit, which uses termios and posix_spawn: macOS and Linux only.
let package = Package(
  name: "ScreenKit",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ScreenKit", targets: ["ScreenKit"])
  ],
  dependencies: [
    .package(path: "../TestSupport"),
    .package(path: "../Features"),
    .package(path: "../HTTPClient"),
    .package(path: "../JSONCoding"),
    .package(path: "../TerminalKit"),
  ],
  targets: [
    .target(
      name: "ScreenKit",
      dependencies: [
        .product(name: "Features", package: "Features"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "TerminalKit", package: "TerminalKit"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .testTarget(
      name: "ScreenKitTests",
      dependencies: [
        .product(name: "TestSupport", package: "TestSupport"),
        "ScreenKit",
        .product(name: "Features", package: "Features"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "TerminalKit", package: "TerminalKit"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
