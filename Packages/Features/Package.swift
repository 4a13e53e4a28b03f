// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Features",
  products: [
    .library(name: "Features", targets: ["Features"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../Dependencies"),
    .package(path: "../NetworkClient"),
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
    .testTarget(name: "FeaturesTests", dependencies: ["Features"]),
  ],
  swiftLanguageModes: [.v6]
)
