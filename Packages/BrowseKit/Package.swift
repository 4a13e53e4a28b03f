// swift-tools-version: 6.0
import PackageDescription

// The browser that knows no API: its tabs, its stacks of screens, its keys, command line and
// mouse, and the generic list, record and form screens of any resource's records. An API adds
// its own lists and screens (as `Browse` does JSONPlaceholder's). Built on TerminalKit, which
// uses termios and posix_spawn: macOS and Linux only.
let package = Package(
  name: "BrowseKit",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "BrowseKit", targets: ["BrowseKit"])
  ],
  dependencies: [
    .package(path: "../Features"),
    .package(path: "../ScreenKit"),
    .package(path: "../TerminalKit"),
    .package(path: "../RecordConventions"),
    .package(path: "../JSONCoding"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "BrowseKit",
      dependencies: [
        .product(name: "Features", package: "Features"),
        .product(name: "ScreenKit", package: "ScreenKit"),
        .product(name: "TerminalKit", package: "TerminalKit"),
        .product(name: "RecordConventions", package: "RecordConventions"),
        .product(name: "JSONCoding", package: "JSONCoding"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .testTarget(
      name: "BrowseKitTests",
      dependencies: [
        "BrowseKit",
        .product(name: "Features", package: "Features"),
        .product(name: "FeaturesTesting", package: "Features"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "ScreenKit", package: "ScreenKit"),
        .product(name: "TerminalKit", package: "TerminalKit"),
        .product(name: "TestSupport", package: "TestSupport"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
