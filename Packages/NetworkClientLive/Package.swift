// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "NetworkClientLive",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "NetworkClientLive", targets: ["NetworkClientLive"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../Dependencies"),
    .package(path: "../NetworkClient"),
    .package(path: "../HTTPBasics"),
    .package(path: "../HTTPClient"),
    .package(path: "../HTTPClientLive"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "NetworkClientLive",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
      ]
    ),
    .testTarget(
      name: "NetworkClientLiveTests",
      dependencies: [
        "NetworkClientLive",
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "NetworkClientTestSupport", package: "NetworkClient"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
