// swift-tools-version: 6.0
import PackageDescription

// Test helpers that know no API: a package's test targets depend on it, its products never do.
let package = Package(
  name: "TestSupport",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "TestSupport", targets: ["TestSupport"])
  ],
  dependencies: [
    .package(path: "../Dependencies")
  ],
  targets: [
    .target(
      name: "TestSupport",
      dependencies: [.product(name: "Dependencies", package: "Dependencies")],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .testTarget(
      name: "TestSupportTests",
      dependencies: ["TestSupport"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
