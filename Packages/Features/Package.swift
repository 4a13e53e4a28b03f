// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Features",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "Features", targets: ["Features"]),
    .library(name: "FeaturesTesting", targets: ["FeaturesTesting"]),
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../Dependencies"),
    .package(path: "../NetworkClient"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "Features",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "NetworkClient", package: "NetworkClient"),
      ]
    ),
    .target(
      name: "FeaturesTesting",
      dependencies: [
        "Features",
        .product(name: "Dependencies", package: "Dependencies"),
      ]
    ),
    .testTarget(
      name: "FeaturesTests",
      dependencies: [
        "Features", "FeaturesTesting",
        .product(name: "NetworkClientTestSupport", package: "NetworkClient"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
    .testTarget(name: "FeaturesTestingTests", dependencies: ["FeaturesTesting", "Features"]),
    // XCTest, without Swift Testing: TestStore reports its failures to XCTest.
    .testTarget(
      name: "FeaturesTestingXCTests",
      dependencies: [
        "FeaturesTesting", "Features", .product(name: "Dependencies", package: "Dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
