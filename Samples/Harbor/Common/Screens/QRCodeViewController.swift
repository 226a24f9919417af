//
//  QRCodeViewController.swift
//  Harbor
//

import CoreImage.CIFilterBuiltins
import UIKit

/// A berth or arrival pass: a QR code the harbour office scans, shown at full brightness.
final class QRCodeViewController: UIViewController {

    private let payload: String
    private let imageView = UIImageView()
    private var previousBrightness: CGFloat = 0.5

    init(payload: String) {
        self.payload = payload
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        imageView.contentMode = .scaleAspectFit
        imageView.layer.magnificationFilter = .nearest
        imageView.frame = view.bounds.insetBy(dx: 40, dy: 120)
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)
        imageView.image = Self.code(for: payload)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        previousBrightness = view.window?.screen.brightness ?? 0.5
        view.window?.screen.brightness = 1
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        view.window?.screen.brightness = previousBrightness
    }

    private static func code(for payload: String) -> UIImage? {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(payload.utf8)
        filter.correctionLevel = "M"
        guard let output = filter.outputImage,
              let cgImage = CIContext().createCGImage(output, from: output.extent) else { return nil }
        return UIImage(cgImage: cgImage)
    }
}
