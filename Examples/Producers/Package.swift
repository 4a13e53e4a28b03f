// swift-tools-version: 6.0
import PackageDescription

// A paged catalogue of producers, built only on the public packages: its own models, features,
// text screens and client, a live client that keeps its answers on disk, the download of the
// catalogue's export to a file, and a server that speaks the API's contract for its tests and
// its demo.

let package = Package(
  name: "Producers",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Producers", targets: ["Producers"]),
    .library(name: "ProducersLive", targets: ["ProducersLive"]),
    .library(name: "ProducersServer", targets: ["ProducersServer"]),
    .executable(name: "producers-demo", targets: ["producers-demo"]),
  ],
  dependencies: [
    .package(path: "../../Packages/ArgumentParsing"),
    .package(path: "../../Packages/Models"),
    .package(path: "../../Packages/HTTPClient"),
    .package(path: "../../Packages/HTTPClientLive"),
    .package(path: "../../Packages/Features"),
    .package(path: "../../Packages/HTTPServer"),
    .package(path: "../../Packages/TestSupport"),
  ],
  targets: [
    .target(
      name: "Producers",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "Features", package: "Features"),
      ]
    ),
    .target(
      name: "ProducersLive",
      dependencies: [
        "Producers",
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
      ]
    ),
    .target(
      name: "ProducersServer",
      dependencies: [.product(name: "HTTPServer", package: "HTTPServer")]
    ),
    .executableTarget(
      name: "producers-demo",
      dependencies: [
        "Producers", "ProducersLive", "ProducersServer",
        .product(name: "ArgumentParsing", package: "ArgumentParsing"),
        .product(name: "Features", package: "Features"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
      ]
    ),
    .testTarget(
      name: "ProducersTests",
      dependencies: [
        "Producers",
        .product(name: "Features", package: "Features"),
        .product(name: "FeaturesTesting", package: "Features"),
        .product(name: "HTTPClient", package: "HTTPClient"),
      ]
    ),
    .testTarget(
      name: "ProducersLiveTests",
      dependencies: [
        "Producers", "ProducersLive", "ProducersServer",
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
        .product(name: "HTTPServer", package: "HTTPServer"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
