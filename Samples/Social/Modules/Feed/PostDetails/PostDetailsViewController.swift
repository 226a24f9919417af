//
//  PostDetailsViewController.swift
//  Social
//

import UIKit

final class PostDetailsViewController: BaseViewController {

    var presenter: PostDetailsPresenter!

    private let textView = UITextView()
    private let authorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.isEditable = false
        presenter.viewDidLoad()
    }

    func show(text: String, author: String, canEdit: Bool) {
        textView.text = text
        authorLabel.text = author
        var items = [
            UIBarButtonItem(title: "Comments", style: .plain, target: self, action: #selector(comments)),
            UIBarButtonItem(title: "Report", style: .plain, target: self, action: #selector(report)),
        ]
        if canEdit {
            items.append(UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: #selector(edit)))
        }
        navigationItem.rightBarButtonItems = items
    }

    @objc private func comments() { presenter.didTapComments() }
    @objc private func report() { presenter.didTapReport() }
    @objc private func edit() { presenter.didTapEdit() }
}
