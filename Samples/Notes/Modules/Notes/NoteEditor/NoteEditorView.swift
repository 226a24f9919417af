//
//  NoteEditorView.swift
//  Notes
//

import UIKit

protocol NoteEditorPresenterToView: AnyObject {
    func show(title: String, body: String, attachmentCount: Int)
}

final class NoteEditorView: UIViewController, Viewable {

    typealias Presenter = NoteEditorViewToPresenter

    var presenter: Presenter?

    private let titleField = UITextField()
    private let bodyView = UITextView()
    private lazy var attachmentsButton = UIBarButtonItem(image: UIImage(systemName: "paperclip"), style: .plain, target: self, action: #selector(attachmentsTapped))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        bodyView.delegate = self
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(shareTapped)),
            UIBarButtonItem(image: UIImage(systemName: "tag"), style: .plain, target: self, action: #selector(tagsTapped)),
            attachmentsButton,
        ]
        presenter?.viewDidLoad()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        presenter?.didEdit(title: titleField.text ?? "", body: bodyView.text)
    }

    @objc private func shareTapped(_ sender: UIBarButtonItem) { presenter?.didTapShare(sourceView: nil) }
    @objc private func tagsTapped() { presenter?.didTapTags() }
    @objc private func attachmentsTapped() { presenter?.didTapFirstAttachment() }
}

extension NoteEditorView: NoteEditorPresenterToView {
    func show(title: String, body: String, attachmentCount: Int) {
        titleField.text = title
        bodyView.text = body
        attachmentsButton.isEnabled = attachmentCount > 0
    }
}

extension NoteEditorView: UITextViewDelegate {
    func textViewDidChange(_ textView: UITextView) {
        presenter?.didEdit(title: titleField.text ?? "", body: textView.text)
    }
}
