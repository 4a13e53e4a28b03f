// swift-tools-version: 6.0
import PackageDescription

// Built on TerminalKit, which uses termios and posix_spawn: macOS and Linux only.
let package = Package(
  name: "TerminalViews",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TerminalViews", targets: ["TerminalViews"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../Dependencies"),
    .package(path: "../JSONCoding"),
    .package(path: "../NetworkClient"),
    .package(path: "../HTTPClient"),
    .package(path: "../HTTPClientLive"),
    .package(path: "../Features"),
    .package(path: "../RecordConventions"),
    .package(path: "../JSONPlaceholderFeatures"),
    .package(path: "../ScreenKit"),
    .package(path: "../TerminalKit"),
  ],
  targets: [
    .target(
      name: "TerminalViews",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
        .product(name: "Features", package: "Features"),
        .product(name: "RecordConventions", package: "RecordConventions"),
        .product(name: "JSONPlaceholderFeatures", package: "JSONPlaceholderFeatures"),
        .product(name: "ScreenKit", package: "ScreenKit"),
        .product(name: "TerminalKit", package: "TerminalKit"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .testTarget(
      name: "TerminalViewsTests",
      dependencies: [
        "TerminalViews",
        .product(name: "Models", package: "Models"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "NetworkClientTestSupport", package: "NetworkClient"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
        .product(name: "Features", package: "Features"),
        .product(name: "JSONPlaceholderFeatures", package: "JSONPlaceholderFeatures"),
        .product(name: "ScreenKit", package: "ScreenKit"),
        .product(name: "TerminalKit", package: "TerminalKit"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
