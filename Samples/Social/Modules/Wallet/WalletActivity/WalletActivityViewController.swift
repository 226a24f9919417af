//
//  WalletActivityViewController.swift
//  Social
//

import UIKit

final class WalletActivityViewController: BaseViewController {

    var presenter: WalletActivityPresenter!

    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Activity"
        presenter.viewDidLoad()
    }

    func show(_ items: [String]) {
        textView.text = items.joined(separator: "\n")
    }
}
