// swift-tools-version: 6.0
import PackageDescription

// The reducer runtime (reducers, effects, stores, composition, and `TestStore` in
// FeaturesTesting) and the generic features (feed, lists, search, forms, detail, edit, delete):
// no API's types, so that any team's screens build on it.
let package = Package(
  name: "Features",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "Features", targets: ["Features"]),
    .library(name: "FeaturesTesting", targets: ["FeaturesTesting"]),
  ],
  dependencies: [
    .package(path: "../Dependencies"),
    .package(path: "../HTTPClient"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "Features",
      dependencies: [
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "HTTPClient", package: "HTTPClient"),
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
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
    .testTarget(
      name: "FeaturesTestingTests",
      dependencies: [
        "FeaturesTesting", "Features", .product(name: "TestSupport", package: "TestSupport"),
      ]),
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
