// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "NetworkClient",
  products: [
    .library(name: "NetworkClient", targets: ["NetworkClient"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../Dependencies"),
  ],
  targets: [
    .target(
      name: "NetworkClient",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
      ]
    ),
    .testTarget(
      name: "NetworkClientTests",
      dependencies: [
        "NetworkClient", .product(name: "Dependencies", package: "Dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
