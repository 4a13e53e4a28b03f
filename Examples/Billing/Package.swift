// swift-tools-version: 6.0
import PackageDescription

// A billing screen for a Stripe-style customers API, built only on the public packages: its own
// models, the description of its resource, its text screens, and a server that speaks the API's
// contract for its tests and its demo.

let package = Package(
  name: "Billing",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Billing", targets: ["Billing"]),
    .library(name: "BillingServer", targets: ["BillingServer"]),
    .executable(name: "billing-demo", targets: ["billing-demo"]),
  ],
  dependencies: [
    .package(path: "../../Packages/HTTPClient"),
    .package(path: "../../Packages/HTTPClientLive"),
    .package(path: "../../Packages/Features"),
    .package(path: "../../Packages/HTTPBasics"),
    .package(path: "../../Packages/HTTPServer"),
    .package(path: "../../Packages/Dependencies"),
  ],
  targets: [
    .target(
      name: "Billing",
      dependencies: [.product(name: "Features", package: "Features")]
    ),
    .target(
      name: "BillingServer",
      dependencies: [
        "Billing", .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "HTTPServer", package: "HTTPServer"),
      ]
    ),
    .executableTarget(
      name: "billing-demo",
      dependencies: [
        "Billing", "BillingServer",
        .product(name: "Features", package: "Features"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
      ]
    ),
    .testTarget(
      name: "BillingTests",
      dependencies: [
        "Billing",
        .product(name: "Features", package: "Features"),
        .product(name: "FeaturesTesting", package: "Features"),
        .product(name: "Dependencies", package: "Dependencies"),
      ]
    ),
    .testTarget(
      name: "BillingLiveTests",
      dependencies: [
        "Billing", "BillingServer",
        .product(name: "Features", package: "Features"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
        .product(name: "Dependencies", package: "Dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
