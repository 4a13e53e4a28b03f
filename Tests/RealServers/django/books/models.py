from django.db import models


class Book(models.Model):
    title = models.CharField(max_length=200)
    author = models.CharField(max_length=200)
    year = models.IntegerField()
    in_stock = models.BooleanField(default=True)
    # Set by the server on a create, read-only in the API: a client never sends it.
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        # A title is one book of its author: a second is refused as non_field_errors.
        unique_together = [("title", "author")]


class Attachment(models.Model):
    title = models.CharField(max_length=200)
    # Stored under MEDIA_ROOT, which the serve script points into its data folder.
    document = models.FileField(upload_to="attachments/")
