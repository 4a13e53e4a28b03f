// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "NetworkClient",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "NetworkClient", targets: ["NetworkClient"]),
    .library(name: "NetworkClientTestSupport", targets: ["NetworkClientTestSupport"]),
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../Dependencies"),
    .package(path: "../HTTPClient"),
    .package(path: "../JSONCoding"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "NetworkClient",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "JSONCoding", package: "JSONCoding"),
      ]
    ),
    .target(
      name: "NetworkClientTestSupport",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
    .testTarget(
      name: "NetworkClientTests",
      dependencies: [
        "NetworkClient", "NetworkClientTestSupport",
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "JSONCoding", package: "JSONCoding"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
