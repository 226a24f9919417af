//
//  ComposerViewController.swift
//  Social
//

import UIKit

final class ComposerViewController: BaseViewController, UITextViewDelegate {

    var presenter: ComposerPresenter!

    private let textView = UITextView()
    private lazy var postButton = UIBarButtonItem(title: "Post", style: .done, target: self, action: #selector(post))

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.delegate = self
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = postButton
        presenter.viewDidLoad()
    }

    func setText(_ text: String) { textView.text = text }
    func setPostEnabled(_ enabled: Bool) { postButton.isEnabled = enabled }

    func textViewDidChange(_ textView: UITextView) {
        presenter.didChangeText(textView.text)
    }

    @objc private func post() { presenter.didTapPost(textView.text) }
    @objc private func cancel() { presenter.didTapCancel() }
}
