// swift-tools-version: 6.0
import PackageDescription

// An admin screen for a Rails-style users API, built only on the public packages: its own models,
// features, text screens and client, a live client, and a server that speaks the API's contract
// for its tests and its demo.

let package = Package(
  name: "UsersAdmin",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "UsersAdmin", targets: ["UsersAdmin"]),
    .library(name: "UsersAdminLive", targets: ["UsersAdminLive"]),
    .library(name: "UsersAdminServer", targets: ["UsersAdminServer"]),
    .executable(name: "users-admin-demo", targets: ["users-admin-demo"]),
  ],
  dependencies: [
    .package(path: "../../Packages/ArgumentParsing"),
    .package(path: "../../Packages/Dependencies"),
    .package(path: "../../Packages/Models"),
    .package(path: "../../Packages/HTTPClient"),
    .package(path: "../../Packages/HTTPClientLive"),
    .package(path: "../../Packages/Features"),
    .package(path: "../../Packages/HTTPServer"),
    .package(path: "../../Packages/TestSupport"),
  ],
  targets: [
    .target(
      name: "UsersAdmin",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "Features", package: "Features"),
      ]
    ),
    .target(
      name: "UsersAdminLive",
      dependencies: [
        "UsersAdmin",
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
      ]
    ),
    .target(
      name: "UsersAdminServer",
      dependencies: [.product(name: "HTTPServer", package: "HTTPServer")]
    ),
    .executableTarget(
      name: "users-admin-demo",
      dependencies: [
        "UsersAdmin", "UsersAdminLive", "UsersAdminServer",
        .product(name: "ArgumentParsing", package: "ArgumentParsing"),
        .product(name: "Features", package: "Features"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
      ]
    ),
    .testTarget(
      name: "UsersAdminTests",
      dependencies: [
        "UsersAdmin",
        .product(name: "Features", package: "Features"),
        .product(name: "FeaturesTesting", package: "Features"),
        .product(name: "HTTPClient", package: "HTTPClient"),
      ]
    ),
    .testTarget(
      name: "UsersAdminLiveTests",
      dependencies: [
        "UsersAdmin", "UsersAdminLive", "UsersAdminServer",
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "Features", package: "Features"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
        .product(name: "HTTPServer", package: "HTTPServer"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
