// swift-tools-version: 6.0
import PackageDescription

// The screens of the JSONPlaceholder API (posts, users, albums, photos, comments and to-dos:
// their lists, details, forms, checklist and deletion), built from the generic features of
// Features on the client's interface, NetworkClient.
let package = Package(
  name: "JSONPlaceholderFeatures",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "JSONPlaceholderFeatures", targets: ["JSONPlaceholderFeatures"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../Dependencies"),
    .package(path: "../NetworkClient"),
    .package(path: "../Features"),
  ],
  targets: [
    .target(
      name: "JSONPlaceholderFeatures",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "Features", package: "Features"),
      ]
    ),
    .testTarget(
      name: "JSONPlaceholderFeaturesTests",
      dependencies: [
        "JSONPlaceholderFeatures",
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "NetworkClientTestSupport", package: "NetworkClient"),
        .product(name: "Features", package: "Features"),
        .product(name: "FeaturesTesting", package: "Features"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
