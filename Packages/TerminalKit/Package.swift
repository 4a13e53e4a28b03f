// swift-tools-version: 6.0
import PackageDescription

// Raw mode, process spawning and signals use termios and posix_spawn: macOS and Linux only.
let package = Package(
  name: "TerminalKit",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TerminalKit", targets: ["TerminalKit"])
  ],
  dependencies: [
    .package(path: "../Dependencies"),
    .package(path: "../JSONCoding"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "TerminalKit",
      dependencies: [.product(name: "JSONCoding", package: "JSONCoding")],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .testTarget(
      name: "TerminalKitTests",
      dependencies: [
        "TerminalKit",
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "TestSupport", package: "TestSupport"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
