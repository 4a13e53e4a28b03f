// swift-tools-version: 6.0
import PackageDescription

// JSONPlaceholder's browser, `app browse`: BrowseKit's generic screens over the catalog of
// JSONPlaceholderBrowse, or over the resources a server lists; the program's entry, `Browser`.
// Built on TerminalKit, which uses termios and posix_spawn: macOS and Linux only.
let package = Package(
  name: "Browse",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Browse", targets: ["Browse"])
  ],
  dependencies: [
    .package(path: "../BrowseKit"),
    .package(path: "../JSONPlaceholderBrowse"),
    .package(path: "../Models"),
    .package(path: "../Dependencies"),
    .package(path: "../NetworkClient"),
    .package(path: "../HTTPClient"),
    .package(path: "../Features"),
    .package(path: "../JSONPlaceholderFeatures"),
    .package(path: "../ScreenKit"),
    .package(path: "../TerminalKit"),
    .package(path: "../TestSupport"),
    .package(path: "../JSONCoding"),
  ],
  targets: [
    .target(
      name: "Browse",
      dependencies: [
        .product(name: "BrowseKit", package: "BrowseKit"),
        .product(name: "JSONPlaceholderBrowse", package: "JSONPlaceholderBrowse"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "Features", package: "Features"),
        .product(name: "ScreenKit", package: "ScreenKit"),
        .product(name: "TerminalKit", package: "TerminalKit"),
        .product(name: "JSONCoding", package: "JSONCoding"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .testTarget(
      name: "BrowseTests",
      dependencies: [
        "Browse",
        .product(name: "BrowseKit", package: "BrowseKit"),
        .product(name: "JSONPlaceholderBrowse", package: "JSONPlaceholderBrowse"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "NetworkClientTestSupport", package: "NetworkClient"),
        .product(name: "Features", package: "Features"),
        .product(name: "JSONPlaceholderFeatures", package: "JSONPlaceholderFeatures"),
        .product(name: "FeaturesTesting", package: "Features"),
        .product(name: "ScreenKit", package: "ScreenKit"),
        .product(name: "TerminalKit", package: "TerminalKit"),
        .product(name: "TestSupport", package: "TestSupport"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
