from rest_framework import pagination, viewsets

from books.models import Attachment, Book
from books.serializers import AttachmentSerializer, BookSerializer


class BookViewSet(viewsets.ModelViewSet):
    """
    API endpoint that allows books to be viewed or edited.
    """
    queryset = Book.objects.all().order_by("id")
    serializer_class = BookSerializer


class OffsetBookViewSet(BookViewSet):
    """
    The same books, paged by `limit` and `offset`.
    """
    pagination_class = pagination.LimitOffsetPagination


class BookCursorPagination(pagination.CursorPagination):
    # By id, as the other lists are, not newest first as the default "-created" would.
    ordering = "id"


class CursorBookViewSet(BookViewSet):
    """
    The same books, paged by an opaque `cursor`.
    """
    pagination_class = BookCursorPagination


class AttachmentViewSet(viewsets.ModelViewSet):
    """
    API endpoint that allows attachments, a title and an uploaded document, to be viewed or
    edited. DRF's default parsers take JSON, a form and multipart/form-data.
    """
    queryset = Attachment.objects.all().order_by("id")
    serializer_class = AttachmentSerializer
