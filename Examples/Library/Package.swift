// swift-tools-version: 6.0
import PackageDescription

// A books screen for a Spring Data REST (HAL) API, built only on the public packages: its
// models, the description of its resource, its text screens, and a server that speaks the
// API's contract for its tests and its demo.

let package = Package(
  name: "Library",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Library", targets: ["Library"]),
    .library(name: "LibraryServer", targets: ["LibraryServer"]),
    .executable(name: "library-demo", targets: ["library-demo"]),
  ],
  dependencies: [
    .package(path: "../../Packages/HTTPClient"),
    .package(path: "../../Packages/JSONCoding"),
    .package(path: "../../Packages/HTTPClientLive"),
    .package(path: "../../Packages/Features"),
    .package(path: "../../Packages/HTTPServer"),
  ],
  targets: [
    .target(
      name: "Library",
      dependencies: [.product(name: "Features", package: "Features")]
    ),
    .target(
      name: "LibraryServer",
      dependencies: [
        .product(name: "HTTPServer", package: "HTTPServer"),
        .product(name: "JSONCoding", package: "JSONCoding"),
      ]
    ),
    .executableTarget(
      name: "library-demo",
      dependencies: [
        "Library", "LibraryServer",
        .product(name: "Features", package: "Features"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
      ]
    ),
    .testTarget(
      name: "LibraryTests",
      dependencies: [
        "Library",
        .product(name: "Features", package: "Features"),
        .product(name: "FeaturesTesting", package: "Features"),
      ]
    ),
    .testTarget(
      name: "LibraryLiveTests",
      dependencies: [
        "Library", "LibraryServer",
        .product(name: "Features", package: "Features"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
