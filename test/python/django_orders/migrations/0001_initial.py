from django.db import migrations, models

import ulid_django
import ulid_values


class Migration(migrations.Migration):
    initial = True
    dependencies = []
    operations = [
        # Not CreateExtension: reversing it would drop the extension and every column of its types.
        migrations.RunSQL("CREATE EXTENSION IF NOT EXISTS ulid", reverse_sql=migrations.RunSQL.noop),
        migrations.CreateModel(
            name="Order",
            fields=[
                ("id", ulid_django.UlidAutoField(primary_key=True, serialize=False)),
                ("reference", ulid_django.UlidField(default=ulid_values.Ulid.generate, unique=True)),
                ("batch", ulid_django.UlidFlakeField(null=True)),
                ("trace", ulid_django.BaseUidField(null=True)),
                ("label", models.TextField(default="")),
            ],
        ),
        # Django 3.2 has no database defaults (5.0 adds db_default): set it here.
        migrations.RunSQL(
            "ALTER TABLE django_orders_order ALTER COLUMN id SET DEFAULT gen_monotonic_ulid()",
            reverse_sql="ALTER TABLE django_orders_order ALTER COLUMN id DROP DEFAULT",
        ),
    ]
