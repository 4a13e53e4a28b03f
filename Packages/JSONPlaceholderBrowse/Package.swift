// swift-tools-version: 6.0
import PackageDescription

// JSONPlaceholder's part of the browser: its catalog of resources, their fields and the rules
// of their forms, and its few add-ons to the generic screens (`x` on the users, `t` on a user,
// an album opening as its photos). Everything else the browser shows is BrowseKit's, which knows
// no API. Built on TerminalKit, which uses termios and posix_spawn: macOS and Linux only.
let package = Package(
  name: "JSONPlaceholderBrowse",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "JSONPlaceholderBrowse", targets: ["JSONPlaceholderBrowse"])
  ],
  dependencies: [
    .package(path: "../TestSupport"),
    .package(path: "../BrowseKit"),
    .package(path: "../Features"),
    .package(path: "../HTTPClient"),
    .package(path: "../JSONCoding"),
    .package(path: "../ScreenKit"),
    .package(path: "../TerminalKit"),
  ],
  targets: [
    .target(
      name: "JSONPlaceholderBrowse",
      dependencies: [
        .product(name: "BrowseKit", package: "BrowseKit"),
        .product(name: "Features", package: "Features"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "ScreenKit", package: "ScreenKit"),
        .product(name: "TerminalKit", package: "TerminalKit"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .testTarget(
      name: "JSONPlaceholderBrowseTests",
      dependencies: [
        .product(name: "TestSupport", package: "TestSupport"),
        "JSONPlaceholderBrowse",
        .product(name: "BrowseKit", package: "BrowseKit"),
        .product(name: "Features", package: "Features"),
        .product(name: "FeaturesTesting", package: "Features"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "ScreenKit", package: "ScreenKit"),
        .product(name: "TerminalKit", package: "TerminalKit"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
